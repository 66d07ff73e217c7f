// Texts of the editorial console.

export const CONSOLE = {
  name: "Editorial console",
  siteName: "Antique Store Directory",
  viewSite: "View the site",
  signOut: "Sign out",
  signedInAs: "Signed in as",
  nav: {
    dashboard: "Dashboard",
    stores: "Stores",
  },
  roles: { editor: "Editor", admin: "Admin" },
} as const;

export const LOGIN = {
  title: "Sign in",
  intro: "Sign in to keep the directory's listings current.",
  email: "E-mail address",
  password: "Password",
  submit: "Sign in",
  pending: "Signing in...",
  signedOut: "You have signed out.",
  sessionEnded: "Your session has ended. Sign in again to continue.",
  missing: "Enter your e-mail address and your password.",
  firstAdmin: "No account yet? An administrator creates accounts with the antiques user command (see docs/admin.md).",
  foreignOrigin: "This form did not come from this site. Reload the page and try again.",
} as const;

export const DASHBOARD = {
  title: "Dashboard",
  published: "Published stores",
  drafts: "Drafts",
  submissions: "Store submissions waiting",
  claims: "Claims waiting",
  contacts: "Advertising enquiries waiting",
  signups: "Newsletter signups, last 30 days",
  recent: "Recent changes",
  noChanges: "No changes yet.",
  actions: {
    create: "created",
    update: "changed",
    delete: "deleted",
    publish: "published",
    unpublish: "unpublished",
    restore: "restored an earlier version of",
  } as Record<string, string>,
} as const;

export const STORE_LIST = {
  title: "Stores",
  newStore: "New store",
  search: "Search",
  searchLabel: "Name, city or state",
  filter: "Filter",
  clear: "Clear",
  anyState: "Any state",
  anyCategory: "Any category",
  any: "Any",
  yes: "Yes",
  no: "No",
  status: { any: "Any status", draft: "Draft", published: "Published" } as Record<string, string>,
  columns: { name: "Name", place: "City, state", status: "Status", flags: "Featured / verified", updated: "Last changed" },
  featured: "Featured",
  verified: "Verified",
  sample: "Sample data",
  none: "No stores match these filters.",
  count: (total: number) => `${total.toLocaleString("en-US")} ${total === 1 ? "store" : "stores"}`,
} as const;

export const STORE_EDIT = {
  newTitle: "New store",
  editTitle: (name: string) => `Edit ${name}`,
  save: "Save",
  saveDraft: "Save as draft",
  saveAndPublish: "Save and publish",
  saving: "Saving...",
  publish: "Publish",
  unpublish: "Unpublish",
  delete: "Delete store",
  confirmDelete: "Yes, delete this store",
  cancel: "Cancel",
  deleteQuestion: (name: string) =>
    `Delete ${name}? It leaves the site at once. Its history keeps it, so it can be restored later.`,
  history: "History",
  viewPublic: "View on the site",
  saved: "Saved.",
  created: "Store created.",
  published: "Published: the store is on the site.",
  unpublished: "Unpublished: the store is a draft and no longer on the site.",
  restored: "The earlier version is restored.",
  deleted: (name: string) => `${name} was deleted.`,
  unchanged: "Nothing changed.",
  fixErrors: "Some fields need attention: see the messages beside them.",
  draftNote: "Draft: this store is not on the public site.",
  publishedNote: "Published: this store is on the public site.",
  oldSlugs: "Old addresses that lead here",
  sessionEnded: "Your session ended while you were editing. Sign in again to save: what you typed is kept.",
  lines: "One per line.",
} as const;

export const HISTORY = {
  title: (name: string) => `History of ${name}`,
  back: "Back to the store",
  field: "Field",
  before: "Before",
  after: "After",
  empty: "(empty)",
  restore: "Restore this version",
  none: "No changes recorded yet.",
  noFieldChanges: "No field changed.",
} as const;
