import { NETWORK_NAMES, NETWORKS, type Network } from '#shared/schemas/bills-networks.ts';
import { ChoiceCards } from '#web/components/choice-cards.tsx';

const CHOICES = NETWORKS.map((n) => ({ value: n, label: NETWORK_NAMES[n] }));

/** MTN, Airtel, Glo, 9Mobile; guessed from the phone number, and the user may change it. */
export function NetworkPicker({
  value,
  onChange,
  error,
}: {
  value: Network | null;
  onChange: (n: Network) => void;
  error?: string;
}) {
  return (
    <ChoiceCards
      name="network"
      legend="Select Network"
      choices={CHOICES}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
