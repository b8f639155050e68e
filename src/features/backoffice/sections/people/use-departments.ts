/** The departments, once per section, for filters and names of parents. */
import { useEffect, useState } from 'react';
import type { OrgDepartment } from '@contract/calls/org';
import { api } from '@/services/api';

export function useDepartments(): OrgDepartment[] {
  const [departments, setDepartments] = useState<OrgDepartment[]>([]);
  useEffect(() => {
    api.getOrgDepartments({}, { quiet: true }).then(setDepartments, () => undefined);
  }, []);
  return departments;
}

export const departmentOptions = (departments: OrgDepartment[]) => departments.map((d) => ({ value: String(d.id), label: d.name }));
