/**
 * Back office: staff accounts (`/admin/staff…`, permission 'staff', i.e. the owner; anyone else
 * gets the 404 of a path that does not exist), and the invitee's acceptance
 * (`/staff_invitations/accept`, open to whoever holds the e-mailed link).
 */
import type { FastifyInstance } from 'fastify';
import { parseId } from '../../shared/http';
import { parseBodyOrThrow } from '../../shared/validation';
import { requirePermission } from './permissions.service';
import type { CustomerRouteDeps } from './route-deps.routes';
import { acceptInvitationInput, staffInviteInput, staffRoleInput } from './staff.contract';
import { acceptInvitation, inviteStaff, withdrawInvitation } from './staff-invitations.service';
import { changeStaffRole, listStaff } from './staff.service';

export function registerStaffRoutes(api: FastifyInstance, deps: CustomerRouteDeps) {
  const { db, now } = deps;
  const owner = (userId: number | null) => requirePermission(db, userId, 'staff');

  api.get('/admin/staff', async (request) => {
    await owner(request.ctx.userId);
    return { data: await listStaff(db, now()) };
  });

  api.post('/admin/staff/invitations', async (request, reply) => {
    const actor = await owner(request.ctx.userId);
    const input = parseBodyOrThrow(staffInviteInput, request.body);
    const urls = deps.urlsFor(request);
    const invitation = await inviteStaff(
      { db, now: now(), invitationLink: urls.staffInvitation },
      actor,
      input,
      request.ctx.locale,
    );
    return reply.status(201).send({ data: invitation });
  });

  api.delete<{ Params: { id: string } }>('/admin/staff/invitations/:id', async (request, reply) => {
    const actor = await owner(request.ctx.userId);
    await withdrawInvitation(db, actor, parseId(request.params.id), now());
    return reply.status(204).send();
  });

  api.patch<{ Params: { id: string } }>('/admin/staff/:id', async (request) => {
    const actor = await owner(request.ctx.userId);
    const input = parseBodyOrThrow(staffRoleInput, request.body);
    return {
      data: await changeStaffRole(db, actor, parseId(request.params.id), input.role, now()),
    };
  });

  api.delete<{ Params: { id: string } }>('/admin/staff/:id', async (request, reply) => {
    const actor = await owner(request.ctx.userId);
    await changeStaffRole(db, actor, parseId(request.params.id), null, now());
    return reply.status(204).send();
  });

  api.post('/staff_invitations/accept', async (request) => {
    const input = parseBodyOrThrow(acceptInvitationInput, request.body);
    const accepted = await acceptInvitation(db, input, now());
    return { data: { user_id: accepted.userId, email: accepted.email, created: accepted.created } };
  });
}
