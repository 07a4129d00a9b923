import { describe, expect, it } from 'vitest';
import { frameSrc } from './iframe-host';

describe('inner-link frame address', () => {
  it('puts a portal page on the origin the browser uses, and leaves other sites alone', () => {
    expect(frameSrc('/rcwb/recruitment/zoneHome', 'https://rc.example.gov.cn')).toBe(
      'https://rc.example.gov.cn/rcwb/recruitment/zoneHome',
    );
    expect(frameSrc('/rcwb/recruitment/zoneHome', 'http://10.0.0.5:8080')).toBe(
      'http://10.0.0.5:8080/rcwb/recruitment/zoneHome',
    );
    expect(frameSrc('https://www.gov.cn/x', 'http://10.0.0.5:8080')).toBe('https://www.gov.cn/x');
    expect(frameSrc('//cdn.example.com/x', 'http://10.0.0.5:8080')).toBe('//cdn.example.com/x');
  });
});
