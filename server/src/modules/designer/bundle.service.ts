/**
 * A service as one JSON bundle, to move it between installations (a test one and production): its fields in both
 * languages, its category and department by name (ids differ between installations), its form and its process.
 * Importing makes a new unpublished service whose draft is the bundle's design, checked here like any draft.
 */
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { SaveAppPayload, type AdminApp } from '../../../../contract/calls/apps';
import { SERVICE_BUNDLE_FORMAT, type DesignProblem } from '../../../../contract/calls/designer';
import type { DbOrTx } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { DomainError } from '../../domain/errors';
import type { Lang } from '../../domain/lang';
import * as services from '../apps/admin/services.service';
import type { SessionUser } from '../org/org.service';
import { check, design, saveForm, saveProcess } from './designer.service';

/** A service's own fields as a bundle carries them: what a save sends, less the ids of this installation. */
type BundledApp = Omit<SaveAppPayload, 'id' | 'version' | 'category_id' | 'department_id'> & { category: string; department: string };

interface Bundle {
  format: string;
  app: BundledApp;
  form: unknown;
  process: unknown;
}

const payloadCheck = TypeCompiler.Compile(SaveAppPayload);

function bundledApp(app: AdminApp): BundledApp {
  return {
    name: app.name,
    name_en: app.name_en,
    logo_url: app.logo_url,
    audiences: app.audiences,
    type: app.type as BundledApp['type'],
    description: app.description,
    description_en: app.description_en,
    ...(app.handling_days === null ? {} : { handling_days: app.handling_days }),
    star: app.star,
    star_enable: app.star_enable,
    show_times: app.show_times,
    during_upper: app.during_upper,
    details_page: app.details_page,
    mobile_limit: app.mobile_limit as BundledApp['mobile_limit'],
    jump_type: app.jump_type as BundledApp['jump_type'],
    terminal: app.terminal as BundledApp['terminal'],
    url: app.url,
    url_pc: app.url_pc,
    url_mobile: app.url_mobile,
    qrcode: app.qrcode,
    json_small_data: app.json_small_data,
    thirdparty_id: app.thirdparty_id,
    thirdparty_name: app.thirdparty_name,
    thirdparty_form_url_pc: app.thirdparty_form_url_pc,
    thirdparty_form_url_mobile: app.thirdparty_form_url_mobile,
    is_hot: app.is_hot,
    materials: JSON.stringify(app.materials),
    category: app.category_name,
    department: app.department_name,
  };
}

export async function exportApp(db: DbOrTx, id: number): Promise<Bundle> {
  // In the language records are kept in, so names find their match in the other installation.
  const [app, shown] = await Promise.all([services.one(db, 'zh', id), design(db, 'zh', id)]);
  return { format: SERVICE_BUNDLE_FORMAT, app: bundledApp(app), form: shown.form, process: shown.process };
}

function bundleOf(text: string): Bundle {
  let bundle: unknown;
  try {
    bundle = JSON.parse(text);
  } catch {
    throw new DomainError('designer.badBundle', { format: SERVICE_BUNDLE_FORMAT });
  }
  const b = bundle as Partial<Bundle> | null;
  if (!b || typeof b !== 'object' || b.format !== SERVICE_BUNDLE_FORMAT || !b.app || typeof b.app !== 'object') throw new DomainError('designer.badBundle', { format: SERVICE_BUNDLE_FORMAT });
  return b as Bundle;
}

export async function importApp(db: DbOrTx, user: SessionUser, lang: Lang, text: string): Promise<{ id: number; problems: DesignProblem[] }> {
  const bundle = bundleOf(text);
  const { category, department, ...fields } = bundle.app;
  const choices = await services.choices(db, 'zh');
  const idOf = (list: { id: number; name: string }[], name: string) => list.find((c) => c.name === name)?.id ?? 0;
  const payload = { ...fields, category_id: idOf(choices.categories, category), department_id: idOf(choices.departments, department) };
  if (!payloadCheck.Check(payload)) throw new DomainError('designer.badBundle', { format: SERVICE_BUNDLE_FORMAT });
  return inTransaction(db, async (tx) => {
    const app = await services.saveService(tx, user, lang, payload);
    const saved = await saveForm(tx, user, lang, { app_id: app.id, form: JSON.stringify(bundle.form) });
    await saveProcess(tx, user, lang, { app_id: app.id, version: saved.version, process: JSON.stringify(bundle.process) });
    return { id: app.id, problems: (await check(tx, lang, { app_id: app.id })).problems };
  });
}
