package callbacks

// Delivery is one result to POST to a client's callback URL: the exact bytes of the
// synchronous response.
type Delivery struct {
	ClientID  string
	RequestID string
	Operation string
	URL       string
	Host      string
	Port      int
	Body      []byte
}
