/**
 * Full page loads that leave the single-page app. One object so that tests can watch them:
 * jsdom cannot navigate, and `window.location` cannot be replaced there.
 */
export const pageNavigation = {
  /** Loads `url`, keeping the current page in the history. */
  assign(url: string): void {
    window.location.assign(url);
  },
  /** Loads `url` in place of the current page (Back skips it). */
  replace(url: string): void {
    window.location.replace(url);
  },
};
