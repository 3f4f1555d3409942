/** Presenters: the only shapes in which rows leave the gateway over REST (no hashes, no paths). */
import type { ApiTokenAnswer } from "@crucible/schema";
import type {
  ApiTokenRow,
  LoginLogRow,
  PermGroupRow,
  PermRoleRow,
  SessionRow,
  SysUserRow,
  UserRow,
} from "../../db/schema.js";

export function avatarUrl(blobId: number | null): string | null {
  return blobId === null ? null : `/api/user/blob/${blobId}`;
}

export function presentUser(row: UserRow): Record<string, unknown> {
  return {
    Id: row.id,
    Account: row.account,
    Name: row.name,
    Email: row.email,
    EmailStatus: row.emailStatus,
    Phone: row.phone,
    PhoneStatus: row.phoneStatus,
    Gender: row.gender,
    CompanyName: row.companyName,
    Address: row.address,
    Site: row.site,
    RealName: row.realName,
    UserType: row.userType,
    AvatarUrl: avatarUrl(row.avatarBlobId),
    Status: row.status,
    CreatedAt: row.createdAt,
    UpdatedAt: row.updatedAt,
    LastLoginAt: row.lastLoginAt,
    DeletedAt: row.deletedAt,
  };
}

export function presentSysUser(row: SysUserRow): Record<string, unknown> {
  return {
    Id: row.id,
    Account: row.account,
    Name: row.name,
    Email: row.email,
    Phone: row.phone,
    AvatarUrl: avatarUrl(row.avatarBlobId),
    Status: row.status,
    CreatedAt: row.createdAt,
    LastLoginAt: row.lastLoginAt,
    DeletedAt: row.deletedAt,
  };
}

export function presentGroup(row: PermGroupRow): Record<string, unknown> {
  return {
    Id: row.id,
    Name: row.name,
    Perms: row.perms,
    Remark: row.remark,
    Status: row.status,
    SortOrder: row.sortOrder,
    CreatedAt: row.createdAt,
    DeletedAt: row.deletedAt,
  };
}

export function presentRole(row: PermRoleRow): Record<string, unknown> {
  return {
    Id: row.id,
    Name: row.name,
    Remark: row.remark,
    Status: row.status,
    SortOrder: row.sortOrder,
    CreatedAt: row.createdAt,
    DeletedAt: row.deletedAt,
  };
}

export function presentSession(row: SessionRow): Record<string, unknown> {
  return {
    Id: row.id,
    Side: row.side,
    UserId: row.userId,
    Ip: row.ip,
    UserAgent: row.userAgent,
    CreatedAt: row.createdAt,
    LastSeenAt: row.lastSeenAt,
    ExpiresAt: row.expiresAt,
  };
}

export function presentLoginLog(row: LoginLogRow): Record<string, unknown> {
  return {
    Id: row.id,
    Side: row.side,
    UserId: row.userId,
    Account: row.account,
    Method: row.method,
    Ip: row.ip,
    UserAgent: row.userAgent,
    Success: row.success,
    ErrorType: row.errorType,
    CreatedAt: row.createdAt,
  };
}

/** A token as its owner's REST calls answer it (the contract's ApiTokenAnswer). */
export function presentApiToken(row: ApiTokenRow): ApiTokenAnswer {
  return {
    Id: row.id,
    Name: row.name,
    Prefix: row.prefix,
    ReadOnly: row.readOnly,
    ExpiresAt: row.expiresAt?.toISOString() ?? null,
    LastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    CreatedAt: row.createdAt.toISOString(),
  };
}
