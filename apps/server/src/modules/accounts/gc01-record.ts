import type { TUpdateGc01Input } from './accounts.schemas';
import type { TCheckedIdNumber } from './identity-number';
import type { TPersonalData } from '../../core/personal-data';

/** The record-form fields a person fills in at registration and on /personInfo alike. */
type TGc01Fields = Pick<
  TUpdateGc01Input,
  'name' | 'education' | 'major' | 'school' | 'workYears' | 'region' | 'address' | 'politicalStatus'
>;

/**
 * The gc01 columns of a person's record: the form's fields, and the ID number stored encrypted
 * with its blind index and what it implies (gender, birth date).
 */
export function gc01Record(pd: TPersonalData, id: TCheckedIdNumber, input: TGc01Fields) {
  return {
    name: input.name,
    idNumberEnc: pd.encrypt(id.normalized),
    idNumberIndex: id.index,
    gender: id.gender,
    birthDate: id.birthDate,
    education: input.education,
    major: input.major,
    school: input.school,
    workYears: input.workYears,
    region: input.region,
    address: input.address,
    politicalStatus: input.politicalStatus,
  };
}
