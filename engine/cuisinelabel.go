package engine

import "slices"

// ContractCuisine is the cuisine a response names for the recipe: always one the
// contract lists (§5), which has no British. It is the engine's own label where the
// contract knows it; else the nearest the dish was chosen for (see contractCuisine).
func (r *Recipe) ContractCuisine() string {
	if c := responseCuisine(r.Cuisine); c != "" {
		return c
	}
	if r.contractCuisine != "" {
		return r.contractCuisine
	}
	return "american" // a recipe made outside the catalogue, labelled british
}

// contractCuisine is the contract's cuisine nearest the dish: the one asked for when
// the dish belongs to it (a Full English asked for as american is american), else the
// first of the dish's own cuisines the contract lists, else american, the contract's
// nearest to British home cooking (a bacon roll, crumpets), whose summary says it is a
// British dish by name.
func (d *dish) contractCuisine() string {
	if c := responseCuisine(d.cu.name); c != "" {
		return c
	}
	if d.cat != nil {
		if c := responseCuisine(d.req.Cuisine); c != "" && d.cat.belongsTo(c) {
			return c
		}
		for _, c := range d.cat.cuisines {
			if slices.Contains(ContractCuisines, c) {
				return c
			}
		}
	}
	return "american"
}
