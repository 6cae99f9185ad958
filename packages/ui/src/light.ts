// The light part of the ui package: components in the portal's look without MUI or emotion, for
// the pages of the first download. Their styles are `@portal/ui/light.css`, which the app imports
// once.
export { Alert, type AlertProps } from './light/alert';
export { Button, ButtonLink, TextLink, buttonClassName, type ButtonLinkProps, type ButtonProps } from './light/button';
export { applyServerErrors, placeServerErrors, type PlacedServerErrors } from './forms/server-errors';
export { Field, type FieldProps } from './light/field';
export { Icon, type IconName } from './light/icons';
export { InitialsAvatar } from './light/initials-avatar';
export { lazyWidget } from './lazy-widget/lazy-widget';
export { LoadingIndicator } from './light/loading-indicator';
export { usePageTitleOverride } from './page-title/page-title';
export { PasswordField, type PasswordFieldProps } from './light/password-field';
export { PublicPage, PublicPageForm, type PublicPageFormProps, type PublicPageProps } from './light/public-page';
export { notify, type NotifyVariant } from './toast/notify';
export { initialsFromName, initialsOf } from './user-avatar/initials';
export { fullName } from './names/full-name';
export type {
  DashboardWidget,
  LayoutName,
  NavItem,
  PortalIndexRoute,
  PortalNonIndexRoute,
  PortalRoute,
  RouteHandle,
} from './portal-module/portal-module';
