// Swipe-to-close of the mobile menu: a swipe left of more than 100 px closes it.
import { MOBILE_MENU } from "../messages";

/** Whether a touch that started at `startX` and ended at `endX` is a closing swipe (strictly > 100 px left). */
export function isSwipeClose(startX: number, endX: number, thresholdPx: number = MOBILE_MENU.swipeCloseThresholdPx): boolean {
  return startX - endX > thresholdPx;
}
