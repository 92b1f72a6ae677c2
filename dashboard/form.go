package dashboard

import (
	"net/http"
	"strings"

	"larder/store"
)

// Input is one labelled form field, with its hint and error.
type Input struct {
	Name         string
	Label        string
	Type         string
	Value        string
	Autocomplete string
	Hint         string
	Error        string
	Optional     bool
	ReadOnly     bool
}

// describedBy names the hint and error that a screen reader reads with the field.
func (in Input) describedBy() string {
	var ids []string
	if in.Hint != "" {
		ids = append(ids, in.Name+"-hint")
	}
	if in.Error != "" {
		ids = append(ids, in.Name+"-error")
	}
	return strings.Join(ids, " ")
}

// maxForm bounds a form's body: the dashboard's forms are a few fields.
const maxForm = 64 << 10

// readForm reads a posted form, refusing bodies over maxForm; when it cannot, it has
// answered 400 and the handler returns.
func (d *Dashboard) readForm(w http.ResponseWriter, r *http.Request) bool {
	r.Body = http.MaxBytesReader(w, r.Body, maxForm)
	if r.ParseForm() != nil {
		d.errorPage(w, r, http.StatusBadRequest, "The form could not be read.")
		return false
	}
	return true
}

// rotation reads the grace period and expiry of a key rotation form, both from the
// choices offered; when they are not, it has answered 422 and the handler returns.
func (d *Dashboard) rotation(w http.ResponseWriter, r *http.Request) (store.KeyOptions, bool) {
	grace, ok1 := pick(graceChoices, r.PostFormValue("grace"))
	expires, ok2 := pick(expiryChoices, r.PostFormValue("expires"))
	if !ok1 || !ok2 {
		d.errorPage(w, r, http.StatusUnprocessableEntity, "Choose a grace period and an expiry from the lists.")
		return store.KeyOptions{}, false
	}
	return store.KeyOptions{Grace: grace, Expires: expires}, true
}

// minPassword is the shortest password the dashboard accepts, as `admin create` does.
const minPassword = 12

// checkNewPassword returns what is wrong with a new password and its confirmation.
func checkNewPassword(password, confirm string) (pwErr, confirmErr string) {
	switch {
	case len(password) < minPassword:
		pwErr = "Use at least 12 characters."
	case len(password) > 256:
		pwErr = "Use at most 256 characters."
	case password != confirm:
		confirmErr = "The two passwords differ."
	}
	return pwErr, confirmErr
}
