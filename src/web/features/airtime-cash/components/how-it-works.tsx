const STEPS = [
  'Choose the network, the amount and the line the airtime comes from.',
  'Dial the code we give you: it sends the airtime to us.',
  'Once the airtime arrives we credit your NGN wallet, less the fee.',
];

/** The three steps beside the form. */
export function HowItWorks() {
  return (
    <section
      aria-labelledby="how-heading"
      className="grid gap-3 rounded-2xl border bg-card p-5 shadow-sm"
    >
      <h2 id="how-heading" className="text-lg font-semibold">
        How it works
      </h2>
      <ol className="grid gap-3 text-sm">
        {STEPS.map((step, i) => (
          <li key={step} className="flex gap-3">
            <span className="grid size-6 shrink-0 place-items-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
              {i + 1}
            </span>
            <span className="text-muted-foreground">{step}</span>
          </li>
        ))}
      </ol>
      <p className="text-xs text-muted-foreground">
        You receive the amount less the network’s fee. 9Mobile airtime cannot be converted at the
        moment.
      </p>
    </section>
  );
}
