import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OrderPaymentPage } from './order-payment-page';

describe('order payment page', () => {
  it('asks a visitor who is not signed in to log in, and brings her back to the payment', async () => {
    const Stub = createRoutesStub([
      { path: '/orders/:id/payment', Component: () => <OrderPaymentPage onSettled={() => undefined} /> },
    ]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Stub initialEntries={['/orders/ord-1/payment']} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Please log in to pay your order.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?redirectTo=%2Forders%2Ford-1%2Fpayment',
    );
  });
});
