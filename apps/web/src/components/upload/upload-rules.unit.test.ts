import { describe, expect, it } from 'vitest';
import { translate } from '@rcwb/shared';
import { DEFAULT_FILE_TYPES, DEFAULT_IMAGE_TYPES, acceptOf, checkFile, exceedsLimit } from './upload-rules';

const MB = 1024 * 1024;
const image = { types: DEFAULT_IMAGE_TYPES, maxSizeMb: 5 };

describe('checkFile', () => {
  it('accepts the default image formats in any case', () => {
    for (const name of ['a.png', 'b.JPG', 'c.jpeg']) expect(checkFile({ name, size: 10 }, image)).toBeNull();
  });

  it('refuses other formats with the list of allowed ones', () => {
    const refusal = checkFile({ name: 'a.gif', size: 10 }, image);
    expect(refusal).toEqual({ key: 'uploadFormat', params: { formats: 'png/jpg/jpeg' } });
    expect(translate('en', refusal!.key, refusal!.params)).toBe(
      'wrong format: please upload files in the formats: png/jpg/jpeg',
    );
    expect(checkFile({ name: 'png', size: 10 }, image)?.key).toBe('uploadFormat');
    expect(
      checkFile({ name: 'report.docx', size: 10 }, { types: DEFAULT_FILE_TYPES, maxSizeMb: 5 })?.key,
    ).toBe('uploadFormat');
  });

  it('refuses files over the size limit, up to the limit itself', () => {
    expect(checkFile({ name: 'a.png', size: 5 * MB }, image)).toBeNull();
    expect(checkFile({ name: 'a.png', size: 5 * MB + 1 }, image)).toEqual({
      key: 'uploadSize',
      params: { n: 5 },
    });
    expect(checkFile({ name: 'a.png', size: 2 * MB }, { ...image, maxSizeMb: 1 })).toEqual({
      key: 'uploadSize',
      params: { n: 1 },
    });
    expect(checkFile({ name: 'a.png', size: 50 * MB }, { ...image, maxSizeMb: 0 })).toBeNull();
  });

  it('refuses commas in names', () => {
    expect(checkFile({ name: 'a,b.pdf', size: 1 }, { types: DEFAULT_FILE_TYPES, maxSizeMb: 5 })).toEqual({
      key: 'uploadNameComma',
    });
  });

  it('accepts anything when no types are given', () => {
    expect(checkFile({ name: 'a.zip', size: 1 }, { types: [], maxSizeMb: 5 })).toBeNull();
  });
});

describe('limits and accept', () => {
  it('counts present and added files against the limit', () => {
    expect(exceedsLimit(4, 1, 5)).toBe(false);
    expect(exceedsLimit(4, 2, 5)).toBe(true);
    expect(exceedsLimit(40, 2, 0)).toBe(false);
  });

  it('builds the accept attribute', () => {
    expect(acceptOf(['png', 'JPG'])).toBe('.png,.jpg');
    expect(acceptOf([])).toBeUndefined();
  });
});
