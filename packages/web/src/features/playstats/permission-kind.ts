export type PermissionKind = 'camera' | 'location' | 'storage' | 'other';

/** Which icon a permission gets: whether its text mentions camera, location or storage, else generic. */
export function permissionKind(permission: string): PermissionKind {
  const text = permission.toLowerCase();
  if (text.includes('camera')) return 'camera';
  if (text.includes('location')) return 'location';
  if (text.includes('storage')) return 'storage';
  return 'other';
}
