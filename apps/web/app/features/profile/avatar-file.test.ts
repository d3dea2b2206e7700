import { describe, expect, it } from 'vitest';
import { avatarFileProblem } from './avatar-file';

const fileOf = (type: string, bytes: number) => new File([new Uint8Array(bytes)], 'photo', { type });

describe('avatar file check', () => {
  it('refuses anything but an image', () => {
    expect(avatarFileProblem(fileOf('application/pdf', 10))).toBe('Please upload an image file');
    expect(avatarFileProblem(fileOf('', 10))).toBe('Please upload an image file');
  });

  it('refuses images over 2 MB and accepts exactly 2 MB', () => {
    expect(avatarFileProblem(fileOf('image/png', 2 * 1024 * 1024 + 1))).toBe('Image size should be less than 2MB');
    expect(avatarFileProblem(fileOf('image/jpeg', 2 * 1024 * 1024))).toBeNull();
  });
});
