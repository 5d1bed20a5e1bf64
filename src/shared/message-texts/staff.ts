import type { Locale } from '../locale';

/**
 * The back office's staff and roles: invitations, role changes, the shop's last owner.
 * Part of the server's messages (src/shared/messages.ts).
 */
export const STAFF_MESSAGES = {
  last_owner: {
    fr: 'La boutique doit garder au moins un propriétaire : ce compte ne peut pas perdre ce rôle.',
    en: 'The shop must keep at least one owner: this account cannot lose that role.',
    es: 'La tienda debe conservar al menos un propietario: esta cuenta no puede perder ese rol.',
    de: 'Der Shop braucht mindestens einen Inhaber: Dieses Konto kann diese Rolle nicht verlieren.',
    it: 'Il negozio deve avere almeno un proprietario: questo account non può perdere il ruolo.',
    pt: 'A loja deve manter pelo menos um proprietário: esta conta não pode perder essa função.',
  },
  already_staff: {
    fr: 'Cette adresse e-mail a déjà accès à l’administration.',
    en: 'This e-mail address already has access to the back office.',
    es: 'Esta dirección de correo ya tiene acceso a la administración.',
    de: 'Diese E-Mail-Adresse hat bereits Zugang zur Verwaltung.',
    it: 'Questo indirizzo e-mail ha già accesso all’amministrazione.',
    pt: 'Este endereço de e-mail já tem acesso à administração.',
  },
  invitation_invalid: {
    fr: 'Ce lien d’invitation n’est plus valable. Demandez une nouvelle invitation.',
    en: 'This invitation link is no longer valid. Ask for a new invitation.',
    es: 'Este enlace de invitación ya no es válido. Pida una nueva invitación.',
    de: 'Dieser Einladungslink ist nicht mehr gültig. Bitten Sie um eine neue Einladung.',
    it: 'Questo link di invito non è più valido. Chiedi un nuovo invito.',
    pt: 'Este link de convite já não é válido. Peça um novo convite.',
  },
  customer_already_erased: {
    fr: 'Les données de ce client ont déjà été effacées.',
    en: "This customer's data has already been erased.",
    es: 'Los datos de este cliente ya se han borrado.',
    de: 'Die Daten dieses Kunden wurden bereits gelöscht.',
    it: 'I dati di questo cliente sono già stati cancellati.',
    pt: 'Os dados deste cliente já foram apagados.',
  },
  erase_staff_refused: {
    fr: 'Un compte de l’administration ne peut pas être effacé : retirez-lui d’abord son rôle.',
    en: 'A back-office account cannot be erased: remove its role first.',
    es: 'Una cuenta de la administración no se puede borrar: quítele primero su rol.',
    de: 'Ein Verwaltungskonto kann nicht gelöscht werden: Entziehen Sie ihm zuerst seine Rolle.',
    it: 'Un account dell’amministrazione non può essere cancellato: togli prima il suo ruolo.',
    pt: 'Uma conta da administração não pode ser apagada: retire-lhe primeiro a função.',
  },
  staff_account_owner_only: {
    fr: 'Seul le propriétaire peut modifier ou désactiver un compte de l’administration.',
    en: 'Only the owner may change or disable a back-office account.',
    es: 'Solo el propietario puede modificar o desactivar una cuenta de la administración.',
    de: 'Nur der Inhaber kann ein Verwaltungskonto ändern oder deaktivieren.',
    it: 'Solo il proprietario può modificare o disattivare un account dell’amministrazione.',
    pt: 'Só o proprietário pode alterar ou desativar uma conta da administração.',
  },
  cannot_disable_self: {
    fr: 'Vous ne pouvez pas faire cela sur votre propre compte.',
    en: 'You cannot do this to your own account.',
    es: 'No puede hacer esto con su propia cuenta.',
    de: 'Das können Sie nicht mit Ihrem eigenen Konto tun.',
    it: 'Non puoi farlo sul tuo account.',
    pt: 'Não pode fazer isto na sua própria conta.',
  },
  account_already_disabled: {
    fr: 'Ce compte est déjà désactivé.',
    en: 'This account is already disabled.',
    es: 'Esta cuenta ya está desactivada.',
    de: 'Dieses Konto ist bereits deaktiviert.',
    it: 'Questo account è già disattivato.',
    pt: 'Esta conta já está desativada.',
  },
  account_not_disabled: {
    fr: 'Ce compte n’est pas désactivé.',
    en: 'This account is not disabled.',
    es: 'Esta cuenta no está desactivada.',
    de: 'Dieses Konto ist nicht deaktiviert.',
    it: 'Questo account non è disattivato.',
    pt: 'Esta conta não está desativada.',
  },
  customer_disabled: {
    fr: 'Ce compte client est désactivé : réactivez-le d’abord.',
    en: 'This customer account is disabled: enable it first.',
    es: 'Esta cuenta de cliente está desactivada: actívela primero.',
    de: 'Dieses Kundenkonto ist deaktiviert: Aktivieren Sie es zuerst.',
    it: 'Questo account cliente è disattivato: riattivalo prima.',
    pt: 'Esta conta de cliente está desativada: ative-a primeiro.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
