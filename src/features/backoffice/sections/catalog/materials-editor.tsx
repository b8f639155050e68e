/** The materials a service asks for (app_materials), edited as rows: name, English name, note, English note, required. */
import { useCatalogTranslation } from './i18n';

export interface MaterialRow {
  name: string;
  name_en: string;
  note: string;
  note_en: string;
  required: boolean;
}

const blank: MaterialRow = { name: '', name_en: '', note: '', note_en: '', required: true };

export function MaterialsEditor({ value, onChange }: { value: unknown; onChange(next: MaterialRow[]): void }) {
  const { t } = useCatalogTranslation();
  const rows = Array.isArray(value) ? (value as MaterialRow[]) : [];
  const set = (i: number, patch: Partial<MaterialRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const text = (i: number, key: 'name' | 'name_en' | 'note' | 'note_en', label: string, maxLength: number) => (
    <input className="ch-admin-input" aria-label={`${label} ${i + 1}`} placeholder={label} maxLength={maxLength} value={rows[i][key]} onChange={(e) => set(i, { [key]: e.target.value })} />
  );
  return (
    <div className="ch-catalog-materials">
      {rows.map((_, i) => (
        <div className="ch-catalog-material" key={i}>
          {text(i, 'name', t('services.material'), 100)}
          {text(i, 'name_en', t('services.materialEn'), 200)}
          {text(i, 'note', t('services.note'), 300)}
          {text(i, 'note_en', t('services.noteEn'), 600)}
          <label className="ch-admin-choice">
            <input type="checkbox" checked={rows[i].required} onChange={(e) => set(i, { required: e.target.checked })} />
            {t('services.required')}
          </label>
          <button type="button" className="ch-admin-link" onClick={() => onChange(rows.filter((__, j) => j !== i))}>
            {t('services.removeMaterial')}
          </button>
        </div>
      ))}
      <div>
        <button type="button" className="ch-admin-link" onClick={() => onChange([...rows, { ...blank }])}>
          {t('services.addMaterial')}
        </button>
      </div>
    </div>
  );
}
