import { Field, InputType, ObjectType } from '@nestjs/graphql';
import { IsString, MaxLength } from 'class-validator';
import { Trim } from '../common/transforms.js';

export const MAX_POLICY_CHARS = 10_000;

export const PolicyMsg = {
  CANCELLATION_TOO_LONG: `The cancellation policy can be at most ${MAX_POLICY_CHARS} characters.`,
  CANCELLATION_TEXT: 'The cancellation policy must be text.',
  TERMS_TOO_LONG: `The terms and conditions can be at most ${MAX_POLICY_CHARS} characters.`,
  TERMS_TEXT: 'The terms and conditions must be text.',
} as const;

@ObjectType({
  description:
    "The agency's own cancellation policy and terms, shown on packages that have none of their own. Empty until an admin writes them.",
})
export class AgencyPolicies {
  @Field()
  cancellationPolicy: string;

  @Field()
  terms: string;

  @Field(() => Date, { nullable: true, description: 'When either text was last saved; null when never.' })
  updatedAt: Date | null;
}

// Blank is allowed: an admin may withdraw a text. Lengths are counted after trimming.
@InputType({ description: `Both texts, each at most ${MAX_POLICY_CHARS} characters (trimmed).` })
export class AgencyPoliciesInput {
  @Field()
  @MaxLength(MAX_POLICY_CHARS, { message: PolicyMsg.CANCELLATION_TOO_LONG })
  @IsString({ message: PolicyMsg.CANCELLATION_TEXT })
  @Trim()
  cancellationPolicy: string;

  @Field()
  @MaxLength(MAX_POLICY_CHARS, { message: PolicyMsg.TERMS_TOO_LONG })
  @IsString({ message: PolicyMsg.TERMS_TEXT })
  @Trim()
  terms: string;
}
