/**
 * The working state of spec §4: form status 1 while the form's data sources load (the region data, fetched when a
 * form has a region field), 2 when ready; one value the matter and process views share.
 */
import { act } from '@testing-library/react';
import type { FormSchema } from '@contract/forms';
import { isWorking, useWorkingState, type FormState } from '@/features/forms';
import type { RegionCatalog } from '@/features/forms/region-catalog';
import { renderH5 } from '../support/render';
import { settle } from './support/fill';
import { FormHarness } from './support/form-harness';

// The region data arrives when the test says so.
let deliver: () => void = () => undefined;
jest.mock('@/features/forms/region-source', () => ({
  loadRegionCatalog: () =>
    new Promise<RegionCatalog>((resolve) => {
      deliver = () => resolve(jest.requireActual('@/features/forms/region-catalog').regionCatalog);
    }),
}));

const withRegion: FormSchema = { form_no: 1, fields: [{ id: 'form1_1', type: 'CountryV2', label: '目的地', required: true, level: 2 }] };
const withoutRegion: FormSchema = { form_no: 1, fields: [{ id: 'form1_1', type: 'Input', label: '申请人' }] };

it('is ready at once for a form with nothing to load', async () => {
  let state: FormState | undefined;
  renderH5(<FormHarness schema={withoutRegion} onState={(s) => (state = s)} />);
  await settle();
  expect(state?.status).toBe(2);
  expect(useWorkingState.getState().form).toBe(2);
});

it('works (1) while the region data loads, shared with the matter and process views, then is ready (2)', async () => {
  const statuses: number[] = [];
  const { unmount } = renderH5(<FormHarness schema={withRegion} onState={(s) => statuses.push(s.status)} />);
  await settle();
  expect(statuses.at(-1)).toBe(1);
  expect(useWorkingState.getState().form).toBe(1);
  expect(isWorking(useWorkingState.getState())).toBe(true);
  await act(async () => deliver());
  await settle();
  expect(statuses.at(-1)).toBe(2);
  expect(isWorking(useWorkingState.getState())).toBe(false);
  unmount();
  expect(useWorkingState.getState().form).toBe(2);
});
