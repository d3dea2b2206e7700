import axios, { isAxiosError } from 'axios';
import { paths } from '../config/paths';
import { navigateFullPage } from './full-page-navigation';
import { storage } from './storage';

/**
 * The one HTTP client of the browser: our API, JSON, 30 s, the stored token on every call. Callers
 * use it through `http` (./http), which loads this module on the first call.
 */
export const httpClient = axios.create({
  baseURL: '/api',
  headers: { 'Content-Type': 'application/json' },
  timeout: 30_000,
});

httpClient.interceptors.request.use((config) => {
  const token = storage.get('token');
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  // With a JSON content type axios would turn a FormData upload into JSON; the browser sets the
  // multipart type and its boundary itself.
  if (config.data instanceof FormData) config.headers.delete('Content-Type');
  return config;
});

httpClient.interceptors.response.use(undefined, (error: unknown) => {
  if (isAxiosError(error) && error.response?.status === 401 && typeof window !== 'undefined') {
    storage.remove('token');
    storage.remove('user');
    // A failed login is a 401 too; reloading the login page would only wipe its error message.
    if (window.location.pathname !== paths.login()) navigateFullPage(paths.login());
  }
  return Promise.reject(error);
});
