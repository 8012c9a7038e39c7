/**
 * Runtime permissions, the parts apps and Settings use: grants and Settings' write. Apps ask
 * through `app.requestPermission(...)`; the shell draws ./PermissionDialog.tsx.
 */
export { setPermission } from "./request";
export { FRESH_PERMISSIONS, RUNTIME_PERMISSIONS, grantOf, isGranted } from "./grants";
