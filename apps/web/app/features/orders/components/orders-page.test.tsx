import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OrdersPage } from './orders-page';

describe('orders page', () => {
  it('asks a visitor who is not signed in to log in, with a link to the login page that comes back', async () => {
    const Stub = createRoutesStub([{ path: '/orders', Component: OrdersPage }]);
    render(<Stub initialEntries={['/orders']} />);

    expect(await screen.findByText('Please log in to see your orders.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?redirectTo=%2Forders');
  });
});
