import type { DataPlan } from '#shared/schemas/bills.ts';
import type { FieldsProps } from '../lib/fields-props.ts';
import { DataPlanPicker } from './data-plan-picker.tsx';
import { PhoneField } from './phone-field.tsx';

export function DataFields(
  props: FieldsProps & { plans: DataPlan[] | undefined; loading: boolean },
) {
  const { state, dispatch, shown, plans, loading } = props;
  return (
    <>
      <PhoneField {...props} />
      {state.network === null ? (
        <p className="rounded-xl bg-muted p-4 text-sm text-muted-foreground">
          Select a network to see its data plans.
        </p>
      ) : (
        <DataPlanPicker
          plans={plans}
          loading={loading}
          category={state.category}
          onCategory={(category) => dispatch({ type: 'category', category })}
          planId={state.planId}
          onPlan={(planId) => dispatch({ type: 'plan', planId })}
          error={shown.plan_id}
        />
      )}
    </>
  );
}
