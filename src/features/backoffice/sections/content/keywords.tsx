/** Hot keywords (spec §7 searchWords): the configured ones that top up the most clicked names, per search type. */
import { searchAdminCalls as calls, type AdminHotKeyword } from '@contract/calls/search';
import { api } from '@/services/api';
import { CrudSection } from './crud-section';
import { useContentTranslation } from './i18n';

type KeywordDraft = Pick<AdminHotKeyword, 'keyword' | 'search_type' | 'sort'> & { id?: number; version?: number };

const toDraft = (k: AdminHotKeyword): KeywordDraft => ({ id: k.id, version: k.version, keyword: k.keyword, search_type: k.search_type, sort: k.sort });

export default function KeywordsSection() {
  const { t } = useContentTranslation();
  return (
    <CrudSection<AdminHotKeyword, KeywordDraft>
      listLabel={t('keywords.list')}
      columns={[
        { key: 'keyword', title: t('keywords.keyword') },
        { key: 'search_type', title: t('keywords.searchType') },
        { key: 'sort', title: t('sort') },
      ]}
      rowKey={(k) => k.id}
      load={async (q) => api.adminHotKeywords({ p: q.p, page_size: q.page_size })}
      createLabel={t('keywords.create')}
      formTitle={(creating) => (creating ? t('keywords.create') : t('keywords.edit'))}
      fields={[
        { key: 'keyword', label: t('keywords.keyword'), kind: 'text', maxLength: 50, required: true },
        { key: 'search_type', label: t('keywords.searchType'), kind: 'number', min: 0, max: 9, required: true, help: t('keywords.searchTypeHelp') },
        { key: 'sort', label: t('sort'), kind: 'number', min: 0, max: 9999, help: t('sortHelp') },
      ]}
      schema={calls.saveHotKeyword.payload}
      blank={() => ({ keyword: '', search_type: 1, sort: 0 })}
      toDraft={toDraft}
      save={(d) => api.saveHotKeyword({ ...d, keyword: d.keyword.trim(), search_type: Number(d.search_type), sort: Number(d.sort ?? 0) })}
      latest={async (d) => {
        const now = (await api.adminHotKeywords({ p: 1, page_size: 100 })).list.find((k) => k.id === d.id);
        return now ? toDraft(now) : d;
      }}
      remove={(k) => api.deleteHotKeyword({ id: k.id, version: k.version })}
      removeConfirm={(k) => t('keywords.confirmRemove', { keyword: k.keyword })}
    />
  );
}
