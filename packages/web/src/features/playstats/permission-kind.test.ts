import { describe, expect, it } from 'vitest';
import { permissionKind } from './permission-kind';

describe('permissionKind', () => {
  it('reads camera, location and storage in the text, case-insensitively, else other', () => {
    expect(permissionKind('take pictures and videos (Camera)')).toBe('camera');
    expect(permissionKind('precise LOCATION (GPS and network-based)')).toBe('location');
    expect(permissionKind('read the contents of your USB storage')).toBe('storage');
    expect(permissionKind('full network access')).toBe('other');
  });

  it('takes the first that the order camera, location, storage finds', () => {
    expect(permissionKind('store camera pictures in storage')).toBe('camera');
  });
});
