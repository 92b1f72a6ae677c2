package dashboard

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"time"

	"larder/store"
)

// accountStore is what logging in, setup, invitations and passwords need.
type accountStore interface {
	FindUserByEmail(ctx context.Context, email string) (store.User, error)
	FindToken(ctx context.Context, purpose, token string) (store.Token, error)
	AcceptSetup(ctx context.Context, token, email, password string) (store.User, error)
	AcceptInvite(ctx context.Context, token, password string) (store.User, error)
	ChangePassword(ctx context.Context, userID int64, password string) error
}

// LoginForm is the login page's state.
type LoginForm struct {
	Email, Next, Error string
	LoggedOut          bool
}

func (d *Dashboard) handleLoginForm() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if _, ok := userFrom(r.Context()); ok {
			http.Redirect(w, r, localPath(r.URL.Query().Get("next")), http.StatusSeeOther)
			return
		}
		f := LoginForm{Next: localPath(r.URL.Query().Get("next")), LoggedOut: r.URL.Query().Has("out")}
		d.render(w, r, http.StatusOK, LoginPage(d.frame(w, r, "Log in"), f))
	})
}

// handleLogin checks an email and password. An unknown email and a wrong password get
// the same answer after the same work (a password hash is checked either way), and
// attempts are throttled per address and per account.
func (d *Dashboard) handleLogin() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !d.readForm(w, r) {
			return
		}
		f := LoginForm{Email: strings.TrimSpace(r.PostFormValue("email")), Next: localPath(r.PostFormValue("next"))}
		if d.loginByAddress.OnLimit(w, r, clientAddress(r)) || d.loginByAccount.OnLimit(w, r, strings.ToLower(f.Email)) {
			d.tooManyLogins(w, r)
			return
		}
		u, err := d.st.FindUserByEmail(r.Context(), f.Email)
		hash := u.PasswordHash
		if errors.Is(err, store.ErrNotFound) {
			hash = d.dummyHash
		} else if err != nil {
			d.fail(w, r, err)
			return
		}
		if !store.CheckPassword(hash, r.PostFormValue("password")) || u.ID == 0 {
			f.Error = "That email and password do not match an account."
			d.render(w, r, http.StatusOK, LoginPage(d.frame(w, r, "Log in"), f))
			return
		}
		if err := d.startSession(w, r, u); err != nil {
			d.fail(w, r, err)
			return
		}
		http.Redirect(w, r, f.Next, http.StatusSeeOther)
	})
}

// tooManyLogins answers 429 with the time when another try is allowed.
func (d *Dashboard) tooManyLogins(w http.ResponseWriter, r *http.Request) {
	secs, err := strconv.Atoi(w.Header().Get("Retry-After"))
	if err != nil || secs < 1 {
		secs = 60
		w.Header().Set("Retry-After", strconv.Itoa(secs))
	}
	at := d.now().Add(time.Duration(secs) * time.Second).UTC().Format("15:04:05 UTC")
	d.render(w, r, http.StatusTooManyRequests, TooManyPage(d.frame(w, r, "Too many attempts"), secs, at))
}

func (d *Dashboard) handleLogout() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := d.endSession(w, r); err != nil {
			d.fail(w, r, err)
			return
		}
		http.Redirect(w, r, "/login?out", http.StatusSeeOther)
	})
}

// AccountForm is the state of the pages that set a password: setup, invitation,
// password change.
type AccountForm struct {
	Token    string
	Email    Input
	Current  Input
	Password Input
	Confirm  Input
	Error    string
}

func newAccountForm(token, email string) AccountForm {
	return AccountForm{
		Token:    token,
		Email:    Input{Name: "email", Label: "Email", Type: "email", Value: email, Autocomplete: "username"},
		Current:  Input{Name: "current", Label: "Current password", Type: "password", Autocomplete: "current-password"},
		Password: Input{Name: "password", Label: "New password", Type: "password", Autocomplete: "new-password", Hint: "At least 12 characters."},
		Confirm:  Input{Name: "confirm", Label: "New password again", Type: "password", Autocomplete: "new-password"},
	}
}

// firstPassword labels the fields for an account's first password, not a new one.
func firstPassword(f AccountForm) AccountForm {
	f.Password.Label, f.Confirm.Label = "Password", "Password again"
	return f
}

// readNewPassword fills the form from the request; it reports whether it is valid.
func (f *AccountForm) readNewPassword(r *http.Request) bool {
	f.Password.Error, f.Confirm.Error = checkNewPassword(r.PostFormValue("password"), r.PostFormValue("confirm"))
	return f.Password.Error == "" && f.Confirm.Error == ""
}

func (d *Dashboard) linkGone(w http.ResponseWriter, r *http.Request, what string) {
	d.errorPage(w, r, http.StatusGone, "This "+what+" link is used, expired or no longer needed. Log in, or ask an admin for a new link.")
}

func (d *Dashboard) handleSetupForm() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		token := r.URL.Query().Get("token")
		if _, err := d.st.FindToken(r.Context(), store.TokenSetup, token); err != nil {
			d.tokenError(w, r, err, "setup")
			return
		}
		d.render(w, r, http.StatusOK, SetupPage(d.frame(w, r, "Set up Larder"), firstPassword(newAccountForm(token, ""))))
	})
}

func (d *Dashboard) tokenError(w http.ResponseWriter, r *http.Request, err error, what string) {
	if errors.Is(err, store.ErrTokenInvalid) {
		d.linkGone(w, r, what)
		return
	}
	d.fail(w, r, err)
}

func (d *Dashboard) handleSetup() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !d.readForm(w, r) {
			return
		}
		f := firstPassword(newAccountForm(r.PostFormValue("token"), strings.TrimSpace(r.PostFormValue("email"))))
		ok := f.readNewPassword(r)
		if !strings.Contains(f.Email.Value, "@") || len(f.Email.Value) > 254 {
			f.Email.Error, ok = "Enter an email address.", false
		}
		if !ok {
			d.render(w, r, http.StatusUnprocessableEntity, SetupPage(d.frame(w, r, "Set up Larder"), f))
			return
		}
		u, err := d.st.AcceptSetup(r.Context(), f.Token, f.Email.Value, r.PostFormValue("password"))
		if err != nil {
			d.tokenError(w, r, err, "setup")
			return
		}
		d.welcome(w, r, u, "Welcome to Larder. You are the first admin.")
	})
}

// welcome logs a new account in and greets it on the home page.
func (d *Dashboard) welcome(w http.ResponseWriter, r *http.Request, u store.User, msg string) {
	if err := d.startSession(w, r, u); err != nil {
		d.fail(w, r, err)
		return
	}
	d.flash(w, r, msg)
	http.Redirect(w, r, "/", http.StatusSeeOther)
}

func (d *Dashboard) handleInviteForm() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		token := r.URL.Query().Get("token")
		t, err := d.st.FindToken(r.Context(), store.TokenInvite, token)
		if err != nil {
			d.tokenError(w, r, err, "invitation")
			return
		}
		f := firstPassword(newAccountForm(token, t.Email))
		f.Email.ReadOnly = true
		d.render(w, r, http.StatusOK, InvitePage(d.frame(w, r, "Accept your invitation"), f))
	})
}

func (d *Dashboard) handleInvite() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !d.readForm(w, r) {
			return
		}
		token := r.PostFormValue("token")
		t, err := d.st.FindToken(r.Context(), store.TokenInvite, token)
		if err != nil {
			d.tokenError(w, r, err, "invitation")
			return
		}
		f := firstPassword(newAccountForm(token, t.Email))
		f.Email.ReadOnly = true
		if !f.readNewPassword(r) {
			d.render(w, r, http.StatusUnprocessableEntity, InvitePage(d.frame(w, r, "Accept your invitation"), f))
			return
		}
		u, err := d.st.AcceptInvite(r.Context(), token, r.PostFormValue("password"))
		if errors.Is(err, store.ErrConflict) {
			f.Error = "An account for " + t.Email + " exists already: log in with it instead."
			d.render(w, r, http.StatusConflict, InvitePage(d.frame(w, r, "Accept your invitation"), f))
			return
		}
		if err != nil {
			d.tokenError(w, r, err, "invitation")
			return
		}
		d.welcome(w, r, u, "Welcome to Larder. Your account is ready.")
	})
}

func (d *Dashboard) handlePasswordForm() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		d.render(w, r, http.StatusOK, PasswordPage(d.frame(w, r, "Change password"), newAccountForm("", "")))
	})
}

// handlePassword changes the password. Every session of the account ends, this one
// included; this browser gets a fresh one.
func (d *Dashboard) handlePassword() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !d.readForm(w, r) {
			return
		}
		u, _ := userFrom(r.Context())
		f := newAccountForm("", "")
		ok := f.readNewPassword(r)
		if !store.CheckPassword(u.PasswordHash, r.PostFormValue("current")) {
			f.Current.Error, ok = "That is not your current password.", false
		}
		if !ok {
			d.render(w, r, http.StatusUnprocessableEntity, PasswordPage(d.frame(w, r, "Change password"), f))
			return
		}
		if err := d.st.ChangePassword(r.Context(), u.ID, r.PostFormValue("password")); err != nil {
			d.fail(w, r, err)
			return
		}
		d.welcome(w, r, u, "Your password is changed. Every other session of your account is logged out.")
	})
}

// handleHome shows the overview of the user's role.
func (d *Dashboard) handleHome() http.Handler {
	client, admin := d.handleClientOverview(), d.handleAdminHome()
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if u, _ := userFrom(r.Context()); u.Role == store.RoleAdmin {
			admin.ServeHTTP(w, r)
			return
		}
		client.ServeHTTP(w, r)
	})
}
