/** Runtime permissions: requests with their continuations, grants, and the system dialog. */
export { answerPermission, requestPermission, setPermission, type PermissionAnswer } from "./request";
export { FRESH_PERMISSIONS, RUNTIME_PERMISSIONS, grantOf, isGranted } from "./grants";
export { PermissionDialog } from "./PermissionDialog";
