/**
 * The system permission dialog, drawn by the shell over the app that asked (only while that app
 * is in front, as Android's dialog belongs to the app's task).
 */
import { mdiCameraOutline, mdiContacts, mdiMapMarkerOutline, mdiMicrophoneOutline } from "@mdi/js";
import "./permissions.css";
import { getApp } from "../registry";
import type { PermissionRequest, RuntimePermission } from "../types";
import { Icon } from "../ui/kit";
import { answerPermission } from "./answer";

const ASKS: Record<RuntimePermission, { icon: string; verb: string }> = {
  location: { icon: mdiMapMarkerOutline, verb: "access this device's location" },
  camera: { icon: mdiCameraOutline, verb: "take pictures and record video" },
  microphone: { icon: mdiMicrophoneOutline, verb: "record audio" },
  contacts: { icon: mdiContacts, verb: "access your contacts" },
};

export function PermissionDialog({ req }: { req: PermissionRequest }) {
  const ask = ASKS[req.permission];
  const choice = (label: string, testId: string, onClick: () => void) => (
    <button class="mg-perm-choice" data-testid={testId} onClick={onClick}>
      {label}
    </button>
  );
  return (
    <div class="mg-scrim mg-perm-scrim" data-testid="permission-scrim">
      <div class="mg-perm-dialog" role="dialog" data-testid="permission-dialog" data-permission={req.permission}>
        <Icon path={ask.icon} size={28} color="var(--primary)" />
        <div class="mg-perm-title" data-testid="permission-title">
          Allow <b>{getApp(req.app).label}</b> to {ask.verb}?
        </div>
        {choice("While using the app", "permission-allow", () => answerPermission("whileUsing"))}
        {choice("Only this time", "permission-once", () => answerPermission("once"))}
        {choice("Don't allow", "permission-deny", () => answerPermission("denied"))}
      </div>
    </div>
  );
}
