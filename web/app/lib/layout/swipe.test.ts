import { describe, expect, it } from "vitest";
import { MOBILE_MENU } from "../messages";
import { isSwipeClose } from "./swipe";

describe("isSwipeClose", () => {
  it("closes on a swipe left of more than 100 px only", () => {
    expect(MOBILE_MENU.swipeCloseThresholdPx).toBe(100);
    expect(isSwipeClose(300, 199)).toBe(true); // 101 px
    expect(isSwipeClose(300, 200)).toBe(false); // exactly 100 px
    expect(isSwipeClose(300, 250)).toBe(false);
  });

  it("ignores swipes to the right", () => {
    expect(isSwipeClose(100, 400)).toBe(false);
  });
});
