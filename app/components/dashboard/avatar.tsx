/** The user's chosen avatar (public/avatars/n.svg), or their initials when none is chosen (0). */
export function UserAvatar({ avatar, firstName, lastName, size = "size-10" }: { avatar: number; firstName: string; lastName: string; size?: string }) {
  if (avatar >= 1 && avatar <= 7)
    return <img src={`/avatars/${avatar}.svg`} alt="" width={64} height={64} className={`${size} shrink-0 rounded-full bg-brand-50 ring-2 ring-white`} />;
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
  return (
    <span aria-hidden="true" className={`${size} grid shrink-0 place-items-center rounded-full bg-brand-700 font-bold text-white ring-2 ring-white`}>
      {initials}
    </span>
  );
}
