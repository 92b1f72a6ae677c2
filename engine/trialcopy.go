package engine

// trialCopies hands a transform that tries swaps one by one a copy of the dish to try
// each on, reusing the slices of a copy it threw away: a run of failed tries makes one
// copy's garbage, not one a try. The answer is the same as with clone.
type trialCopies struct {
	items []Item
	steps []Step
	lows  []lowMemo
}

// clone copies d as Dish.clone does, into slices a thrown-away try left.
func (t *trialCopies) clone(d Dish) Dish {
	d.Items = reuseCopy(t.items, d.Items)
	d.Steps = reuseCopy(t.steps, d.Steps)
	d.lows = reuseCopy(t.lows, d.lows)
	*t = trialCopies{}
	return d
}

// drop takes back a copy made by clone that nothing holds any more: the try was undone.
func (t *trialCopies) drop(d Dish) {
	t.items, t.steps, t.lows = d.Items[:0], d.Steps[:0], d.lows[:0]
}

// reuseCopy copies src into dst's room when it has enough, else into a new slice; an
// empty src copies to nil, as append([]T(nil), src...) does.
func reuseCopy[T any](dst, src []T) []T {
	if len(src) == 0 {
		return nil
	}
	if cap(dst) < len(src) {
		return append([]T(nil), src...)
	}
	return append(dst[:0], src...)
}
