export { browserDraft, useBrowserDraft, type BrowserDraft, type DraftStorage } from './browser-draft/browser-draft';
export { BusyDialog, type BusyDialogProps } from './busy-dialog/busy-dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog/confirm-dialog';
export { countText, formatNumber, numberFormat } from './number/format-number';
export { browserTimeZone, dateTimeFormat, formatDate, formatDateTime, formatMonth } from './date/format-date';
export { DetailItem, DetailList, type DetailItemProps, type DetailListProps } from './detail-item/detail-item';
export {
  FilterMultiSelect,
  FiltersBar,
  FilterSelect,
  type FilterMultiSelectProps,
  type FiltersBarProps,
  type FilterSelectProps,
} from './filters-bar/filters-bar';
export { DateRangeFilter, type DateRange, type DateRangeFilterProps } from './filters-bar/date-range-filter';
export { FilterSearchField, SEARCH_DEBOUNCE_MS, type FilterSearchFieldProps } from './filters-bar/filter-search-field';
export { FilterRecordSelect, type FilterRecordSelectProps } from './filters-bar/filter-record-select';
export { FilterStatusSelect, type FilterStatusSelectProps } from './filters-bar/filter-status-select';
export { FilterVendorSelect, type FilterVendorSelectProps } from './filters-bar/filter-vendor-select';
export { fieldErrorProps } from './forms/field-error-props';
export { FormErrorAlert } from './forms/form-error-alert';
export { SelectField, type SelectFieldProps, type SelectOption } from './forms/select-field';
export { DownloadButton, type DownloadButtonProps } from './download-button/download-button';
export { ExportCsvButton } from './export-csv-button/export-csv-button';
export { usePageTitle } from './page-title/page-title';
export { textLimitProps } from './forms/text-limit';
export { applyServerErrors, placeServerErrors, type PlacedServerErrors } from './forms/server-errors';
export { KeysetListView, type KeysetListViewProps, type KeysetPage, type KeysetPageQuery } from './keyset-list/keyset-list-view';
export { SelectionBar, SelectPageCheckbox } from './selection-bar/selection-bar';
export { KeysetPager, type KeysetPagerProps } from './keyset-pager/keyset-pager';
export { activeLinkTab, linkTabHref, LinkTabs, type LinkTab, type LinkTabsProps } from './link-tabs/link-tabs';
export { PageBreadcrumbs, type Crumb, type PageBreadcrumbsProps } from './page-breadcrumbs/page-breadcrumbs';
export {
  PageNotFound,
  PageStates,
  RecordPage,
  type PageNotFoundText,
  type PageStatesProps,
  type PageStatesQuery,
  type RecordPageProps,
} from './page-states/page-states';
export { PAGE_CURSOR_PARAM, useCursorStack, type CursorPaging, type PagerButtons } from './keyset-pager/use-cursor-stack';
export { ModalStackProvider } from './modal-stack/modal-stack-provider';
export type { ModalStack, RenderModal } from './modal-stack/modal-stack-context';
export { useModalStack } from './modal-stack/use-modal-stack';
export {
  currencyFractionDigits,
  currencySymbol,
  formatAmount,
  formatMinorUnits,
  formatMoney,
  minorToMajor,
  type MoneyFormatOptions,
} from './money/money';
export { clampNumber } from './number-field/clamp-number';
export { NumberField, type NumberFieldProps, type NumberFieldValue } from './number-field/number-field';
export type {
  DashboardWidget,
  LayoutName,
  NavItem,
  PortalIndexRoute,
  PortalNonIndexRoute,
  PortalRoute,
  RouteHandle,
} from './portal-module/portal-module';
export {
  ScrollTable,
  ScrollTableCell,
  scrollTableClasses,
  ScrollTableRow,
  ScrollTableSkeleton,
  scrollTableStyles,
  type ScrollTableCellProps,
  type ScrollTableColumn,
  type ScrollTableProps,
  type ScrollTableRowProps,
  type ScrollTableSkeletonProps,
} from './scroll-table/scroll-table';
export { EmptyState, type EmptyStateProps } from './states/empty-state';
export { ErrorState, type ErrorStateProps } from './states/error-state';
export { LoadingState, type LoadingStateProps } from './states/loading-state';
export { PageScaffold, type PageScaffoldProps } from './states/page-scaffold';
export { useSecondPass } from './states/use-second-pass';
export {
  ExperienceList,
  ProfileSection,
  SkillChips,
  TalentProfileCard,
  TalentSummary,
  type ExperienceListProps,
  type ProfileSectionProps,
  type SkillChipsProps,
  type TalentProfileCardProps,
  type TalentSummaryProps,
} from './talent-profile/talent-profile';
export { experiencePeriod, localTimeIn, locationText, skillYearsText, timeZoneText } from './talent-profile/talent-profile-format';
export { portalTheme } from './theme/portal-theme';
export { PortalThemeProvider } from './theme/portal-theme-provider';
export { notify, type NotifyVariant } from './toast/notify';
export { MAX_TOASTS, ToastProvider } from './toast/toast-provider';
export { initialsFromName, initialsOf } from './user-avatar/initials';
export { fullName } from './names/full-name';
export {
  clearedFilters,
  defaultFilters,
  filterField,
  filtersFromSearch,
  filtersToSearch,
  hasActiveFilters,
  isIsoDate,
  isOneOf,
  isText,
  isUuid,
  listFilter,
  optionalFilter,
  searchFilter,
  SORT_KEY,
  type FilterCheck,
  type FilterField,
  type FilterSchema,
  type FiltersOf,
} from './url-filters/url-filters';
export {
  decideUnsavedChanges,
  isLeaving,
  type UnsavedChangesDecision,
  type UnsavedChangesEffect,
  type UnsavedChangesEvent,
  type UnsavedChangesState,
} from './unsaved-changes/unsaved-changes-decisions';
export { formSaver } from './unsaved-changes/form-saver';
export {
  AFTER_SAVE,
  UNSAVED_CHANGES_TITLE,
  UnsavedChangesGuard,
  type UnsavedChangesGuardProps,
} from './unsaved-changes/unsaved-changes-guard';
export { useUrlFilters, type UrlFilters } from './url-filters/use-url-filters';
export { UserAvatar, type UserAvatarProps } from './user-avatar/user-avatar';
export {
  WidgetCard,
  WidgetFact,
  WidgetFacts,
  WidgetRetry,
  WidgetSkeleton,
  type WidgetCardProps,
  type WidgetFactProps,
  type WidgetRetryProps,
  type WidgetSkeletonProps,
} from './widget-card/widget-card';
export { VisuallyHidden, type VisuallyHiddenProps } from './visually-hidden/visually-hidden';
export { useWidgetCodeLoading } from './lazy-widget/lazy-widget';
export { NearViewportHold } from './near-viewport/near-viewport-hold';
export { useNearViewport } from './near-viewport/use-near-viewport';
export { WhenNearViewport, type WhenNearViewportProps } from './near-viewport/when-near-viewport';
export { WhenFirstOpened } from './when-first-opened/when-first-opened';
