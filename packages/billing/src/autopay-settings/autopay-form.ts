import {
  AUTOPAY_LIMIT_MAX_MINOR,
  AUTOPAY_METHOD_REQUIRED_MESSAGE,
  type AutopaySettings,
  type AutopaySettingsBody,
  type SavedMethodChoice,
  type SavedPaymentMethods,
} from '@portal/api-schema';
import { currencyFractionDigits } from '@portal/api-schema/constants';
import { z } from 'zod';

// Autopay's form: what a person types (an amount in the currency's major unit, a method picked from
// a list) and the API's body it becomes; the API's messages where the rule is the API's.

/** The currencies a limit may be set in: the portal's invoicing currencies. */
export const AUTOPAY_LIMIT_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF'] as const;

export const AUTOPAY_FIELDS = ['enabled', 'method', 'limitAmount', 'limitCurrency'] as const;
export type AutopayField = (typeof AUTOPAY_FIELDS)[number];

export interface AutopayFormValues {
  enabled: boolean;
  /** `bank_account:<id>` or `card:<id>`; '' while none is chosen. */
  method: string;
  /** The limit as typed, in the currency's major unit; '' for no limit. */
  limitAmount: string;
  limitCurrency: string;
}

const methodKey = (choice: SavedMethodChoice) => `${choice.type}:${choice.id}`;

function methodOfKey(key: string): SavedMethodChoice | null {
  const [type, id] = key.split(':');
  return (type === 'bank_account' || type === 'card') && id ? { type, id } : null;
}

/** An amount typed in major units, in minor units; null when it is not an amount of this currency. */
export function minorUnitsOf(text: string, currency: string): number | null {
  const digits = currencyFractionDigits(currency);
  const trimmed = text.trim().replace(/,/g, '');
  const pattern = digits > 0 ? new RegExp(`^\\d+(\\.\\d{1,${digits}})?$`) : /^\d+$/;
  if (!pattern.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 10 ** digits);
}

/** The limit shown in the form: major units, as many decimals as the currency has. */
function majorText(minor: number, currency: string): string {
  const digits = currencyFractionDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
}

export const autopayFormSchema = z
  .object({
    enabled: z.boolean(),
    method: z.string(),
    limitAmount: z.string(),
    limitCurrency: z.string(),
  })
  .superRefine((values, context) => {
    if (!values.enabled) return;
    if (!methodOfKey(values.method)) context.addIssue({ code: 'custom', path: ['method'], message: AUTOPAY_METHOD_REQUIRED_MESSAGE });
    if (values.limitAmount.trim() === '') return;
    const minor = minorUnitsOf(values.limitAmount, values.limitCurrency);
    if (minor === null) context.addIssue({ code: 'custom', path: ['limitAmount'], message: 'Enter an amount, such as 5000.00' });
    else if (minor <= 0)
      context.addIssue({ code: 'custom', path: ['limitAmount'], message: 'Enter a limit above zero, or leave it empty' });
    else if (minor > AUTOPAY_LIMIT_MAX_MINOR)
      context.addIssue({ code: 'custom', path: ['limitAmount'], message: 'Enter a smaller limit, or leave it empty' });
  });

/** The form's starting values: the settings as they are, else the company's default method and no limit. */
export function autopayFormValues(settings: AutopaySettings, methods: SavedPaymentMethods | undefined): AutopayFormValues {
  const options = autopayMethodOptions(methods);
  const stored =
    settings.method && options.some((option) => option.value === methodKey(settings.method!)) ? methodKey(settings.method) : '';
  const fallback = options.find((option) => option.isDefault)?.value ?? (options.length === 1 ? (options[0]?.value ?? '') : '');
  return {
    enabled: settings.enabled,
    method: stored || fallback,
    limitAmount: settings.limit ? majorText(settings.limit.added_value, settings.limit.currency) : '',
    limitCurrency: settings.limit?.currency ?? 'USD',
  };
}

/** The body the form sends. Off sends no method or limit: the API keeps the last ones. */
export function autopayBody(values: AutopayFormValues): AutopaySettingsBody {
  if (!values.enabled) return { enabled: false, method: null, limit: null };
  const minor = values.limitAmount.trim() === '' ? null : minorUnitsOf(values.limitAmount, values.limitCurrency);
  return {
    enabled: true,
    method: methodOfKey(values.method),
    limit: minor === null ? null : { currency: values.limitCurrency, added_value: minor },
  };
}

/** The API's property of a refusal, as the form's field. */
export function autopayFieldOf(property: string): AutopayField | null {
  if (property === 'enabled') return 'enabled';
  if (property === 'method' || property.startsWith('method.')) return 'method';
  if (property === 'limit' || property === 'limit.added_value') return 'limitAmount';
  if (property === 'limit.currency') return 'limitCurrency';
  return null;
}

export interface AutopayMethodOption {
  value: string;
  label: string;
  isDefault: boolean;
}

/** What autopay may pay with: the verified bank accounts and the unexpired cards. */
export function autopayMethodOptions(methods: SavedPaymentMethods | undefined): AutopayMethodOption[] {
  if (!methods) return [];
  return [
    ...methods.bank_accounts
      .filter((account) => account.status === 'verified')
      .map((account) => ({
        value: methodKey({ type: 'bank_account', id: account.id }),
        label: `Bank account •••• ${account.last4}${account.bank_name ? ` (${account.bank_name})` : ''}`,
        isDefault: account.is_default,
      })),
    ...methods.cards
      .filter((card) => !card.expired)
      .map((card) => ({
        value: methodKey({ type: 'card', id: card.id }),
        label: `Card •••• ${card.last4}, expires ${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`,
        isDefault: card.is_default,
      })),
  ];
}
