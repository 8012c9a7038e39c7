/** Share to WeChat: WeChat's `share` screen picks the chat; without it, WeChat just opens. */
import { screenNames } from "../../os/appUi";
import { findApp } from "../../os/registry";
import type { AppHandle } from "../../os/types";

export function shareToWechat(app: AppHandle, photoId: string): void {
  const wechat = findApp("wechat");
  app.closeOverlay();
  if (!wechat) {
    app.toast("WeChat is not installed");
    return;
  }
  if (screenNames(wechat).includes("share")) app.sendIntent("wechat", "share", { photoId });
  else app.sendIntent("wechat", wechat.home);
}
