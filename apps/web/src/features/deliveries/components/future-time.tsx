import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

/** A form rule refusing a time that has passed (an empty value is left to the required rule). */
export const futureTimeRule = (message: string) => ({
  validator: (_: unknown, value: Dayjs | undefined) =>
    !value || value.isAfter(dayjs()) ? Promise.resolve() : Promise.reject(new Error(message)),
});

type TProps = { id?: string; value?: Dayjs | null; onChange?: (value: Dayjs | null) => void };

/** An interview time: date and time to five minutes, days before today not offered. */
export function FutureTimePicker({ id, value, onChange }: TProps) {
  return (
    <DatePicker
      id={id}
      value={value}
      onChange={(v) => onChange?.(v)}
      showTime={{ format: 'HH:mm', minuteStep: 5 }}
      format="YYYY-MM-DD HH:mm"
      disabledDate={(d) => d.isBefore(dayjs(), 'day')}
      style={{ width: '100%' }}
    />
  );
}
