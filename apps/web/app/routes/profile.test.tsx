import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type * as apiClient from '../lib/api-client';
import { api } from '../lib/api-client';
import ProfileRoute from './profile';

vi.mock('../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof apiClient>()),
  api: { get: vi.fn() },
}));

describe('profile route', () => {
  it('sends a visitor who is not logged in to /login', async () => {
    const Stub = createRoutesStub([
      { path: '/profile', Component: ProfileRoute },
      { path: '/login', Component: () => <h1>Login page</h1> },
    ]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Stub initialEntries={['/profile']} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(api.get).not.toHaveBeenCalled();
  });
});
