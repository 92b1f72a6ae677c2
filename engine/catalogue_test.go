package engine

import "testing"

// The catalogue parses, every dish names a known technique and cuisine, and together
// the dishes cover every cuisine of the contract.
func TestCatalogueLoads(t *testing.T) {
	list, err := parseCatalogue(dishesText)
	if err != nil {
		t.Fatal(err)
	}
	covered := map[string]bool{}
	for _, c := range list {
		for _, cu := range c.cuisines {
			covered[cu] = true
		}
		if c.main.empty() && c.starch.empty() && c.veg.empty() && len(c.sig) == 0 {
			t.Errorf("%s: the dish names no food", c.name)
		}
	}
	for _, cu := range Cuisines {
		if !covered[cu] {
			t.Errorf("no dish of cuisine %s", cu)
		}
	}
	t.Logf("%d dishes", len(list))
}
