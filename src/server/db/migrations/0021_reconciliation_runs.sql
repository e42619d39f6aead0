CREATE TABLE "reconciliation_runs" (
	"date" date NOT NULL,
	"provider" text NOT NULL,
	"result" jsonb NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reconciliation_runs_date_provider_pk" PRIMARY KEY("date","provider"),
	CONSTRAINT "reconciliation_runs_provider_chk" CHECK ("reconciliation_runs"."provider" in ('vtpass','paystack_transfers','paystack_charges'))
);
