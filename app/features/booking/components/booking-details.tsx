// A booking as the confirmation and manage pages show it (text made on the server).

export type BookingView = {
  reference: string;
  when: string;
  where: string;
  what: string;
  price: string;
  depositCents: number;
  /** "$50.00 paid", "$50.00 refunded"... */
  deposit: string;
  status: string;
};

export function BookingDetails({ view }: { view: BookingView }) {
  const rows: [string, string][] = [
    ["When", view.when],
    ["Where", view.where],
    ["What", view.what],
    ["Price", view.price],
    ["Deposit", view.deposit],
    ["Reference", view.reference],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 rounded-2xl border border-slate-200 bg-white p-5 text-ink-900 sm:grid-cols-[auto_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm font-semibold text-slate-600">{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
