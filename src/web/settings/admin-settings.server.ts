/**
 * The back office's settings page in-process (routes/admin-settings.tsx): every setting by
 * section, and the form post — amounts typed in euros, every value checked by the same rules as
 * `npm run settings`, saved all or nothing through the content module (versions compared: a
 * stale form answers 409 and saves nothing). Only the fields the person changed are sent, so a
 * colleague's save of another field is not a conflict. Server only.
 */
import { data, redirect, type AppLoadContext } from 'react-router';
import {
  listAdminSettings,
  saveAdminSettings,
  type AdminSetting,
  type SettingChange,
} from '../../modules/content';
import { centsToEurosInput } from '../../shared/money';
import type { Locale } from '../../shared/locale';
import { message, type MessageKey } from '../../shared/messages';
import { adminGuard } from '../account/admin-guard.server';
import { href } from '../paths';

interface PageArgs {
  request: Request;
  context: AppLoadContext;
}

export interface SettingField {
  key: string;
  section: AdminSetting['section'];
  /** What the field shows: euros for amounts. */
  value: string;
  set: boolean;
  money: boolean;
  multiline: boolean;
  version: string;
}

function fieldOf(setting: AdminSetting, locale: Locale): SettingField {
  const value = setting.value ?? '';
  return {
    key: setting.key,
    section: setting.section,
    value: setting.money && setting.value !== null ? centsToEurosInput(value, locale) : value,
    set: setting.value !== null,
    money: setting.money,
    multiline: setting.multiline,
    version: setting.version ?? '',
  };
}

export async function adminSettingsPage(args: PageArgs) {
  const locale = await adminGuard(args, 'settings');
  const settings = await listAdminSettings(args.context.database.db);
  const done = new URL(args.request.url).searchParams.get('done');
  return {
    fields: settings.map((s) => fieldOf(s, locale)),
    done: done === 'saved' || done === 'unchanged' ? done : null,
  };
}

export interface SettingsAnswer {
  message: string;
  /** Per key, the refusal's message. */
  errors: Record<string, string>;
  /** What the person typed, shown back. */
  values: Record<string, string>;
}

const PREFIX = 'value:';

export async function adminSettingsAction(args: PageArgs) {
  // The one permission check ('settings'); the session is the owner's own (never acting as).
  const locale = await adminGuard(args, 'settings');
  const actor = args.context.session!.userId;
  const form = await args.request.formData();
  const text = (name: string) => {
    const raw = form.get(name);
    return typeof raw === 'string' ? raw : null;
  };
  const values: Record<string, string> = {};
  const changes: SettingChange[] = [];
  for (const name of form.keys()) {
    if (!name.startsWith(PREFIX)) continue;
    const key = name.slice(PREFIX.length);
    const value = text(name) ?? '';
    values[key] = value;
    // Unchanged fields are not sent: only what this person edited can conflict.
    if (value.replace(/\r\n/g, '\n') === (text(`was:${key}`) ?? '').replace(/\r\n/g, '\n'))
      continue;
    const version = text(`version:${key}`);
    changes.push({ key, value, version: version ? version : null });
  }
  const self = href('admin-settings', null, locale);
  if (changes.length === 0) return redirect(`${self}?done=unchanged`, 303);
  const saved = await saveAdminSettings(
    args.context.database.db,
    actor,
    changes,
    'euros',
    args.context.now(),
  );
  if (saved.ok) return redirect(`${self}?done=saved`, 303);
  if ('conflicts' in saved) {
    const errors = Object.fromEntries(
      saved.conflicts.map((key) => [key, message('settings_changed', locale)]),
    );
    const answer: SettingsAnswer = { message: message('settings_changed', locale), errors, values };
    return data(answer, { status: 409 });
  }
  const errors = Object.fromEntries(
    Object.entries(saved.problems).map(([key, problem]) => [
      key,
      message(problem as MessageKey, locale, { max: '2000' }),
    ]),
  );
  const answer: SettingsAnswer = { message: message('form_invalid', locale), errors, values };
  return data(answer, { status: 422 });
}
