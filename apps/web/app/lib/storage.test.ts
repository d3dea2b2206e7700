import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storage, useStoredValue } from './storage';

describe('storage', () => {
  it('keeps the token as the raw string and other values as JSON', () => {
    storage.set('token', 'abc');
    storage.set('cart', [{ id: 'p1', name: 'Cà rốt', price: 20_000, imageUrl: '', slug: 'cà-rốt', quantity: 2 }]);
    expect(localStorage.getItem('token')).toBe('abc');
    expect(storage.get('cart')?.[0]?.quantity).toBe(2);
  });

  it('reads a corrupted value as absent', () => {
    localStorage.setItem('user', '{not json');
    expect(storage.get('user')).toBeNull();
  });

  it('removes a key', () => {
    storage.set('token', 'abc');
    storage.remove('token');
    expect(storage.get('token')).toBeNull();
  });
});

describe('useStoredValue', () => {
  it('follows changes made through storage', () => {
    const { result } = renderHook(() => useStoredValue('token'));
    expect(result.current).toBeNull();
    act(() => storage.set('token', 'fresh'));
    expect(result.current).toBe('fresh');
    act(() => storage.remove('token'));
    expect(result.current).toBeNull();
  });
});
