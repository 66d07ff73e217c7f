import { describe, expect, it } from "vitest";
import { USER_MESSAGES } from "../content/errors";
import { SIGNUP } from "../messages";
import {
  encodeNoScriptResult,
  failureMessage,
  initialSignupState,
  isValidEmail,
  noScriptResultOf,
  noScriptState,
  normalizeEmail,
  outcomeOf,
  signupReducer,
  submitDisabled,
  submitLabel,
} from "./signup";

describe("e-mail validation", () => {
  it("normalises by trimming and lower-casing", () => {
    expect(normalizeEmail("  Ann.Collector@Example.COM ")).toBe("ann.collector@example.com");
  });

  it.each(["a@b.co", " Ann@Example.com ", "x+y@mail.example.org"])("accepts %s", (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(["", "ann", "ann@", "ann@example", "@example.com", "a b@example.com", "ann@@example.com"])("rejects %s", (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe("signup states", () => {
  it("labels the button per state", () => {
    expect(submitLabel("idle")).toBe("Subscribe");
    expect(submitLabel("pending")).toBe("Subscribing...");
    expect(submitLabel("success")).toBe("Subscribed!");
    expect(submitLabel("error")).toBe("Subscribe");
  });

  it("disables submit while invalid, pending and after success", () => {
    expect(submitDisabled("idle", "nope")).toBe(true);
    expect(submitDisabled("idle", "a@b.co")).toBe(false);
    expect(submitDisabled("error", "a@b.co")).toBe(false);
    expect(submitDisabled("pending", "a@b.co")).toBe(true);
    expect(submitDisabled("success", "a@b.co")).toBe(true);
  });

  it("walks idle → pending → success → idle", () => {
    let state = signupReducer(initialSignupState, { type: "submit" });
    expect(state.status).toBe("pending");
    state = signupReducer(state, { type: "success" });
    expect(state).toEqual({ status: "success", message: "Thank you for subscribing!" });
    state = signupReducer(state, { type: "reset" });
    expect(state).toEqual(initialSignupState);
  });

  it("keeps an error through a reset", () => {
    const state = signupReducer(initialSignupState, { type: "error", message: "x" });
    expect(signupReducer(state, { type: "reset" })).toBe(state);
  });
});

describe("outcomes", () => {
  it("is a success only for a successful answer with success: true", () => {
    expect(outcomeOf(true, { success: true })).toEqual({ type: "success" });
    expect(outcomeOf(true, { success: false })).toEqual({ type: "error", message: SIGNUP.unsuccessful });
    expect(outcomeOf(true, null)).toEqual({ type: "error", message: "Signup failed. Please try again." });
  });

  it("shows the server message of a failure, else the fallback", () => {
    expect(outcomeOf(false, { success: false, message: "Please provide a valid email address." })).toEqual({
      type: "error",
      message: "Please provide a valid email address.",
    });
    expect(outcomeOf(false, null)).toEqual({ type: "error", message: SIGNUP.fallbackError });
  });

  it("prefers the server message, then the exception message, then the fallback", () => {
    expect(failureMessage("server says", "exception says")).toBe("server says");
    expect(failureMessage(undefined, "exception says")).toBe("exception says");
    expect(failureMessage("", "  ")).toBe("An error occurred. Please try again later.");
  });
});

describe("no-script results", () => {
  it("round-trips a result for the form it belongs to", () => {
    expect(noScriptState(encodeNoScriptResult("footer", "subscribed"), "footer")).toEqual({
      status: "success",
      message: SIGNUP.success,
    });
    expect(noScriptState(encodeNoScriptResult("inline", "unsuccessful"), "inline")).toEqual({
      status: "error",
      message: SIGNUP.unsuccessful,
    });
    expect(noScriptState(encodeNoScriptResult("footer", "network"), "footer")?.message).toBe(USER_MESSAGES.network);
  });

  it("ignores other forms' results and made-up values", () => {
    expect(noScriptState(encodeNoScriptResult("inline", "subscribed"), "footer")).toBeNull();
    expect(noScriptState("footer.<script>", "footer")).toBeNull();
    expect(noScriptState(null, "footer")).toBeNull();
  });
});

describe("no-script result of a page URL", () => {
  it("belongs to the form the query names, with its message", () => {
    expect(noScriptResultOf(new URL("http://x/?newsletter=footer.subscribed"))).toEqual({
      source: "footer",
      status: "success",
      message: SIGNUP.success,
    });
    expect(noScriptResultOf(new URL("http://x/?newsletter=inline.network"))).toEqual({
      source: "inline",
      status: "error",
      message: USER_MESSAGES.network,
    });
  });

  it("is nothing without a valid result", () => {
    expect(noScriptResultOf(new URL("http://x/"))).toBeNull();
    expect(noScriptResultOf(new URL("http://x/?newsletter=footer.bogus"))).toBeNull();
    expect(noScriptResultOf(new URL("http://x/?newsletter=header.subscribed"))).toBeNull();
  });
});
