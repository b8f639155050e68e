/** The people picker's sheet (forms' User field, the examine page's pickers): search, check a person, close it. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { check, searchBoxIn, settle } from '../forms/support/fill';

/** With the sheet opening, searches `search`, checks `person` among the results and confirms the sheet. */
export async function pickInPeopleSheet(search: string, person: string): Promise<void> {
  const sheet = await waitFor(() => {
    const dialogs = screen.getAllByRole('dialog');
    if (dialogs.length < 2) throw new Error('the people sheet has not opened');
    return dialogs[dialogs.length - 1];
  });
  fireEvent.input(await searchBoxIn(sheet), { target: { value: search } });
  await waitFor(() => within(sheet).getAllByLabelText(person));
  await check(person, sheet);
  fireEvent.click(within(sheet).getByText('确定'));
  await settle(0);
}
