import { QuestionType, type QuestionTypeValue } from '@portal/contracts/questions/questions';
import { Badge, type BadgeProps } from '@mantine/core';
import { type Icon, IconCircleDot, IconListCheck, IconStar, IconTextCaption } from '@tabler/icons-react';

/** Each answer type's icon, the same in the bank, the form and the feedback tab. */
export const QUESTION_TYPE_ICONS: Record<QuestionTypeValue, Icon> = {
  [QuestionType.text]: IconTextCaption,
  [QuestionType.single]: IconCircleDot,
  [QuestionType.multiple]: IconListCheck,
  [QuestionType.rating]: IconStar,
};

/** A question's type as a badge; `label` is the type's name in the screen's namespace (`types.<type>`). */
export function QuestionTypeBadge({ type, label, ...props }: { type: QuestionTypeValue; label: string } & BadgeProps) {
  const TypeIcon = QUESTION_TYPE_ICONS[type];
  return (
    <Badge variant="light" radius="sm" leftSection={<TypeIcon size={12} aria-hidden />} {...props}>
      {label}
    </Badge>
  );
}
