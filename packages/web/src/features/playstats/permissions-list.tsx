import { CameraIcon, type Icon, KeyIcon, LocationIcon, StorageIcon } from '../../components/icons';
import { Panel } from './panel';
import { type PermissionKind, permissionKind } from './permission-kind';

const ICONS: Record<PermissionKind, Icon> = {
  camera: CameraIcon,
  location: LocationIcon,
  storage: StorageIcon,
  other: KeyIcon,
};

/** "Permissions", when the app has any: each with the icon of camera, location, storage, or a generic one. */
export function PermissionsList({ permissions }: { permissions: readonly string[] }) {
  if (permissions.length === 0) return null;
  return (
    <Panel title="Permissions">
      <ul className="space-y-2">
        {permissions.map((permission) => {
          const kind = permissionKind(permission);
          const PermissionIcon = ICONS[kind];
          return (
            <li
              key={permission}
              data-permission={kind}
              className="flex items-center gap-3 text-slate-700 text-sm dark:text-slate-300"
            >
              <PermissionIcon className="size-5 shrink-0 text-primary-ink" />
              {permission}
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
