// Staff roles and what each may do on the staff API (issue 17; docs/api.md 'Staff' has the same
// table). The server checks every staff operation here; the console only hides what it may not.
//   owner    everything
//   manager  everything but staff management (add, re-role, disable) and the audit log
//            (products and stock, slots, settings, vouchers, categories, customers, pages and
//            service-area zones included, issue 18)
//   picker   staffMe, the board, an order, the pick list, picking, and the picking moves
//            new→picking, picking→in-review, picking→pending, pending→picking
//   rider    staffMe, own deliveries, own orders, ready-to-dispatch→dispatched and delivered
//            on own orders (ownership is the resolver's check; this table knows roles only)
#pragma once

#include <array>
#include <optional>
#include <string_view>

#include "domain/account_rules.hpp"
#include "domain/order_status.hpp"

namespace karyana::domain {

enum class StaffRole { Owner, Manager, Picker, Rider };

inline constexpr std::array<StaffRole, 4> kStaffRoles = {StaffRole::Owner, StaffRole::Manager, StaffRole::Picker,
                                                         StaffRole::Rider};

// "owner" | "manager" | "picker" | "rider", as stored and answered.
std::string_view staff_role_text(StaffRole role);
// nullopt for any other text (exact, lower case).
std::optional<StaffRole> parse_staff_role(std::string_view text);

// One per field of the staff API.
enum class StaffOperation {
  Me,
  OrderBoard,
  Order,
  PickList,
  Deliveries,
  CashSheet,
  Members,
  AuditLog,
  SetOrderStatus,
  RecordPicking,
  AssignRider,
  MarkDelivered,
  CancelOrder,
  AddMember,
  SetRole,
  SetDisabled,
  OrderUpdates,  // the staffOrderUpdated subscription
  // Products and stock (issue 18): owner and manager.
  ProductList,
  Product,
  CatalogueOptions,
  SaveProduct,
  AdjustStock,
  // Slots, settings and vouchers (issue 18): owner and manager.
  Slots,
  SaveSlot,
  SetSlotEnabled,
  BlockDate,
  Settings,
  SaveSettings,
  SetMaintenance,
  Vouchers,
  SaveVoucher,
  // Categories, customers and content pages (issue 18): owner and manager.
  Categories,
  SaveCategory,
  MoveCategory,
  Customers,
  Customer,
  SetCustomerDisabled,
  Pages,
  SavePage,
  // Service area (issue 18): owner and manager.
  Zones,
  ZoneCheck,
  SaveZone,
  // The home page and offers (issue 18): owner and manager.
  HomePage,
  SaveBannerGroup,
  SaveHomeList,
  SaveOffer,
};

inline constexpr std::array<StaffOperation, 46> kStaffOperations = {StaffOperation::Me,
                                                                    StaffOperation::OrderBoard,
                                                                    StaffOperation::Order,
                                                                    StaffOperation::PickList,
                                                                    StaffOperation::Deliveries,
                                                                    StaffOperation::CashSheet,
                                                                    StaffOperation::Members,
                                                                    StaffOperation::AuditLog,
                                                                    StaffOperation::SetOrderStatus,
                                                                    StaffOperation::RecordPicking,
                                                                    StaffOperation::AssignRider,
                                                                    StaffOperation::MarkDelivered,
                                                                    StaffOperation::CancelOrder,
                                                                    StaffOperation::AddMember,
                                                                    StaffOperation::SetRole,
                                                                    StaffOperation::SetDisabled,
                                                                    StaffOperation::OrderUpdates,
                                                                    StaffOperation::ProductList,
                                                                    StaffOperation::Product,
                                                                    StaffOperation::CatalogueOptions,
                                                                    StaffOperation::SaveProduct,
                                                                    StaffOperation::AdjustStock,
                                                                    StaffOperation::Slots,
                                                                    StaffOperation::SaveSlot,
                                                                    StaffOperation::SetSlotEnabled,
                                                                    StaffOperation::BlockDate,
                                                                    StaffOperation::Settings,
                                                                    StaffOperation::SaveSettings,
                                                                    StaffOperation::SetMaintenance,
                                                                    StaffOperation::Vouchers,
                                                                    StaffOperation::SaveVoucher,
                                                                    StaffOperation::Categories,
                                                                    StaffOperation::SaveCategory,
                                                                    StaffOperation::MoveCategory,
                                                                    StaffOperation::Customers,
                                                                    StaffOperation::Customer,
                                                                    StaffOperation::SetCustomerDisabled,
                                                                    StaffOperation::Pages,
                                                                    StaffOperation::SavePage,
                                                                    StaffOperation::Zones,
                                                                    StaffOperation::ZoneCheck,
                                                                    StaffOperation::SaveZone,
                                                                    StaffOperation::HomePage,
                                                                    StaffOperation::SaveBannerGroup,
                                                                    StaffOperation::SaveHomeList,
                                                                    StaffOperation::SaveOffer};

// May `role` call `operation` at all (own-order limits of riders aside).
bool role_may(StaffRole role, StaffOperation operation);

// May `role` move an order from `from` to `to` through staffSetOrderStatus: the transition must be
// one of domain/order_status.cpp's, and a picker or rider's must be one of theirs (see top).
bool role_may_move(StaffRole role, OrderStatus from, OrderStatus to);

// The statuses `role` may move an order in `from` to (next_statuses filtered by role_may_move).
std::vector<OrderStatus> role_next_statuses(StaffRole role, OrderStatus from);

// Members listing: which roles `role` may see (owner: every role; manager: riders only).
bool role_may_list(StaffRole role, StaffRole listed);

inline constexpr std::size_t kStaffPasswordMin = 12;
inline constexpr const char* kInvalidRole = "Unknown role";

// A new staff member (fields trimmed, except the password): the first broken rule in the order
// email, name, role, password (Required, Invalid email address, Unknown role, "Should be atleast
// 12 charactors"); field names as StaffMemberInput's.
struct NewStaffForm {
  std::string email;
  std::string name;
  std::string role;
  std::string password;
};
std::optional<Violation> check_new_staff_member(const NewStaffForm& form);

}  // namespace karyana::domain
