export const FORMAT_CHOICES = [
  { id: 'CONSTRUCTED', name: 'Constructed' },
  { id: 'LIMITED', name: 'Limited' },
];

export const REL_CHOICES = [
  { id: 'REGULAR', name: 'Regular' },
  { id: 'COMPETITIVE', name: 'Competitive' },
  { id: 'PROFESSIONAL', name: 'Professional' },
];

export const STATUS_CHOICES = [
  { id: 'REGISTRATION', name: 'Registration' },
  { id: 'RUNNING', name: 'Running' },
  { id: 'PLAYOFFS', name: 'Playoffs' },
  { id: 'FINISHED', name: 'Finished' },
];
