import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// The first toast loads react-toastify, and the files of a worker share their modules: this file starts from a
// toast module no other file has used.
vi.resetModules();
const { loadedToastify, toast } = await import('../../lib/toast');
const { TOAST_LIMIT, Toaster } = await import('./toaster');

describe('toaster', () => {
  it('loads react-toastify with the first toast, then shows that toast and the next ones', async () => {
    render(<Toaster />);
    expect(loadedToastify()).toBeUndefined();
    expect(document.querySelector('.Toastify')).toBeNull();

    toast.success('Cà chua bi hữu cơ (×2) added to your cart');
    expect(await screen.findByText('Cà chua bi hữu cơ (×2) added to your cart')).toBeInTheDocument();
    expect(loadedToastify()).toBeDefined();
    expect(document.querySelector('.Toastify')).toHaveAttribute('aria-live', 'polite');

    toast.error('Could not add this product to your cart. Please try again.');
    expect(await screen.findByText('Could not add this product to your cart. Please try again.')).toBeInTheDocument();
  });

  it('shows a message raised again while it is up once, and no more than three toasts at a time', async () => {
    render(<Toaster />);
    for (let press = 0; press < 3; press += 1)
      toast.error('Could not add this product to your cart. Please try again.');
    expect(await screen.findByText('Could not add this product to your cart. Please try again.')).toBeInTheDocument();
    const names = ['Cà chua', 'Rau muống', 'Xoài cát', 'Bơ sáp', 'Dưa hấu'];
    for (const name of names) toast.success(`${name} added to your cart`);
    expect(await screen.findByText('Rau muống added to your cart')).toBeInTheDocument();
    expect(document.querySelectorAll('.Toastify__toast')).toHaveLength(TOAST_LIMIT);
    expect(TOAST_LIMIT).toBe(3);
    expect(screen.getAllByText('Could not add this product to your cart. Please try again.')).toHaveLength(1);
    expect(screen.queryByText('Dưa hấu added to your cart')).toBeNull();
  });

  it('shows a toast left before a full page load on the next page, once', async () => {
    toast.successOnNextPage('Login successful! Welcome back.');
    expect(screen.queryByText('Login successful! Welcome back.')).toBeNull();

    cleanup(); // the page goes away; the next one mounts its own Toaster
    render(<Toaster />);
    expect(await screen.findByText('Login successful! Welcome back.')).toBeInTheDocument();
    expect(sessionStorage.getItem('veggie:toast-on-next-page')).toBeNull();
  });

  it('shows every warning left before a full page load beside the success, once', async () => {
    toast.warningOnNextPage('Your cart holds 7 of "Cà chua", not 14: that is all we can sell you');
    toast.warningOnNextPage('"Rau muống" is sold out and was not added to your cart');
    toast.successOnNextPage('Login successful! Welcome back.');

    cleanup();
    render(<Toaster />);
    expect(await screen.findByText('Login successful! Welcome back.')).toBeInTheDocument();
    expect(
      await screen.findByText('Your cart holds 7 of "Cà chua", not 14: that is all we can sell you'),
    ).toBeInTheDocument();
    expect(screen.getByText('"Rau muống" is sold out and was not added to your cart')).toBeInTheDocument();
    expect(sessionStorage.getItem('veggie:warnings-on-next-page')).toBeNull();
  });
});
